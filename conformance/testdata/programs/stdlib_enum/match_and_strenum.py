# krait-run: --allow-import enum
from enum import Enum, StrEnum, auto

class Cmd(Enum):
    START = "start"
    STOP = "stop"

def run(c):
    match c:
        case Cmd.START:
            return "starting"
        case Cmd.STOP:
            return "stopping"

print(run(Cmd("start")), run(Cmd.STOP))

class Mode(StrEnum):
    READ = auto()
    WRITE = "w"

print(str(Mode.READ), repr(Mode.WRITE), Mode.READ == "read", Mode("w"), Mode.READ.upper(), f"{Mode.WRITE}")
