# krait-run: --allow-import enum
from enum import Enum, IntEnum, Flag, auto, unique

class Status(Enum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"

    @property
    def is_terminal(self):
        return self in (Status.DONE, Status.FAILED)

    def __str__(self):
        return self.value.upper()

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    ALL = READ | WRITE | EXEC

@unique
class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()

jobs = [("build", Status.DONE, Priority.HIGH), ("test", Status.RUNNING, Priority.MEDIUM),
        ("deploy", Status.PENDING, Priority.HIGH), ("lint", Status.FAILED, Priority.LOW)]
for name, st, pr in sorted(jobs, key=lambda j: (-j[2], j[0])):
    print(f"{name:<8}{st!s:<10}{st.name:<10}{pr.name:<8}{pr:>3d} terminal={st.is_terminal}")
print(Status("done"), repr(Status.DONE), Status["FAILED"], Status.DONE.value)
print(list(Status), len(Status), Status.PENDING in Status)
print(Priority.HIGH > Priority.LOW, Priority.HIGH + 1, Priority(2), max(Priority))
print(sorted([Priority.HIGH, Priority.LOW, 2]))
rw = Perm.READ | Perm.WRITE
print(rw, repr(rw), Perm.READ in rw, Perm.EXEC in rw, bool(Perm(0)))
print(Perm.ALL, list(Perm), ~Perm.READ, rw & Perm.WRITE, rw.value)
print(Color.RED.value, Color.BLUE, [c.name for c in Color])
print(Color.RED is Color(1), Color.RED == 1, Priority.LOW == 1)
print({s: s.value for s in Status})
print(Status.__members__.keys() if False else [m for m in Status.__members__])
print(f"{Priority.MEDIUM}", f"{Status.RUNNING}", str(Priority.HIGH), format(Color.GREEN))
try:
    Status("unknown")
except ValueError as e:
    print("ValueError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
print(Status.DONE.is_terminal, Status.PENDING.is_terminal)
print(Priority["URGENT"])
