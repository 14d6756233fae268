import Image from "next/image";
import Link from "next/link";

export function Logo() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label="Thali home">
      <Image src="/images/logo.svg" alt="" width={112} height={36} priority className="h-9 w-auto" />
    </Link>
  );
}
