import { useAtom } from "jotai";
import { type IconNode, Monitor, Moon, Sun } from "lucide";
import { type Theme, themeAtom } from "@/lib/theme/theme";
import { Icon } from "./icon";
import { Menu, MenuItem } from "./menu";

const LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };
const ICONS: Record<Theme, IconNode> = { light: Sun, dark: Moon, system: Monitor };

/** Theme toggle menu: Light, Dark, System. */
export function ThemeMenu({ onChange }: { onChange?: (theme: Theme) => void }) {
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <Menu label="Theme" iconOnly trigger={<Icon node={ICONS[theme]} className="size-5" />}>
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
            <Icon node={ICONS[value]} className="inline size-4 align-[-0.125em]" /> {LABELS[value]}
          </MenuItem>
        ))
      }
    </Menu>
  );
}
