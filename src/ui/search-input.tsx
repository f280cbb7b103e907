import { X } from "lucide";
import { type InputHTMLAttributes, type Ref, useRef } from "react";
import { inputClass } from "./field";
import { Icon } from "./icon";

/** The field's look without its top margin: the wrapper around the box and its button has it. */
const fieldClass = inputClass.replace("mt-1 ", "");

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> & {
  /** The box's name, written above it. */
  label: string;
  value: string;
  onValue: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled search box in Proteo's style: the browser's own small clear mark is hidden, and while
 * there is text a 44 px "Clear search" button with a line icon empties the box and gives it
 * the focus back, so the keyboard stays up on a phone.
 */
export function SearchInput({ label, value, onValue, className = "", ref, ...rest }: SearchInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  return (
    <label className="block text-sm font-medium">
      {label}
      <span className="relative mt-1 block">
        <input
          {...rest}
          ref={(element) => {
            own.current = element;
            if (typeof ref === "function") ref(element);
            else if (ref) ref.current = element;
          }}
          type="search"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          className={`${fieldClass} pr-11 [&::-webkit-search-cancel-button]:appearance-none ${className}`}
        />
        {value !== "" && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              onValue("");
              own.current?.focus();
            }}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-slate-100"
          >
            <Icon node={X} className="size-5" />
          </button>
        )}
      </span>
    </label>
  );
}
