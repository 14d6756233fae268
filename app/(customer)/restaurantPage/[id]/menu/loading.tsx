import { MenuSkeleton } from "@/components/menu/menu-skeleton";

export default function MenuLoading() {
  return (
    <div aria-busy="true" aria-label="Loading the menu">
      <MenuSkeleton />
    </div>
  );
}
