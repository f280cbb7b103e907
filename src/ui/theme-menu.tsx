import { useAtom } from "jotai";
import { type Theme, themeAtom } from "@/lib/theme/theme";
import { Menu, MenuItem } from "./menu";

const LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };
const ICONS: Record<Theme, string> = { light: "☀️", dark: "🌙", system: "💻" };

/** Theme toggle menu: Light, Dark, System (spec section 2). */
export function ThemeMenu({ onChange }: { onChange?: (theme: Theme) => void }) {
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <Menu label="Theme" iconOnly trigger={<span aria-hidden="true">{ICONS[theme]}</span>}>
      {(close) =>
        (Object.keys(LABELS) as Theme[]).map((value) => (
          <MenuItem
            key={value}
            current={value === theme}
            onSelect={() => {
              setTheme(value);
              onChange?.(value);
              close();
            }}
          >
            <span aria-hidden="true">{ICONS[value]}</span> {LABELS[value]}
          </MenuItem>
        ))
      }
    </Menu>
  );
}
