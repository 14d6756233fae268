-- CreateTable
CREATE TABLE "LoginAddress" (
    "userId" TEXT NOT NULL,
    "addressHash" TEXT NOT NULL,
    "lastSuccessAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoginAddress_pkey" PRIMARY KEY ("userId","addressHash")
);

-- AddForeignKey
ALTER TABLE "LoginAddress" ADD CONSTRAINT "LoginAddress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

