# krait-run: --allow-import contextlib
from contextlib import contextmanager

class FakeDB:
    def __init__(self):
        self.data = {"alice": 100, "bob": 50}
        self.log = []

    @contextmanager
    def transaction(self):
        snapshot = dict(self.data)
        self.log.append("BEGIN")
        try:
            yield self
        except Exception as e:
            self.data = snapshot
            self.log.append(f"ROLLBACK ({type(e).__name__}: {e})")
            raise
        else:
            self.log.append("COMMIT")

    def transfer(self, src, dst, amount):
        if self.data[src] < amount:
            raise ValueError(f"{src} has insufficient funds")
        self.data[src] -= amount
        self.data[dst] = self.data.get(dst, 0) + amount

db = FakeDB()
with db.transaction() as tx:
    tx.transfer("alice", "bob", 30)
print(db.data)
try:
    with db.transaction() as tx:
        tx.transfer("bob", "carol", 20)
        tx.transfer("alice", "dave", 500)
except ValueError as e:
    print("failed:", e)
print(db.data)
print(db.log)
with db.transaction() as tx:
    tx.transfer("alice", "zed", 10)
    tx.transfer("ghost", "bob", 1)
