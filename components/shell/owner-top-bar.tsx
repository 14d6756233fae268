import { SidePanelButton } from "@/components/shell/side-panel-button";
import { TopBar } from "@/components/shell/top-bar";

/** The owner area's top bar: the partner heading and the owner's side-panel button (known on the server). */
export function OwnerTopBar({ username }: Readonly<{ username: string }>) {
  return (
    <TopBar partner>
      <div className="ml-auto flex items-center gap-2">
        <SidePanelButton label={`Open menu for ${username}`} variant="profile" />
      </div>
    </TopBar>
  );
}
