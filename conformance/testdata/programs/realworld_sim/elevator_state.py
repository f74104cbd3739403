# krait-run: --allow-import enum
from enum import Enum, auto

class State(Enum):
    IDLE = auto()
    MOVING_UP = auto()
    MOVING_DOWN = auto()
    DOORS_OPEN = auto()

class Elevator:
    def __init__(self, floors):
        self.floors = floors
        self.floor = 0
        self.state = State.IDLE
        self.requests = []
        self.log = []

    def request(self, floor):
        if not 0 <= floor < self.floors:
            raise ValueError(f"floor {floor} out of range 0..{self.floors - 1}")
        if floor not in self.requests:
            self.requests.append(floor)

    def tick(self):
        if self.state is State.DOORS_OPEN:
            self.state = State.IDLE
        elif not self.requests:
            self.state = State.IDLE
        else:
            target = self.requests[0]
            if target == self.floor:
                self.requests.pop(0)
                self.state = State.DOORS_OPEN
            elif target > self.floor:
                self.floor += 1
                self.state = State.MOVING_UP
            else:
                self.floor -= 1
                self.state = State.MOVING_DOWN
        self.log.append((self.floor, self.state.name))

e = Elevator(6)
for f in [3, 1, 5, 3]:
    e.request(f)
for t in range(14):
    e.tick()
    match e.state:
        case State.DOORS_OPEN:
            print(f"t={t:>2} floor {e.floor}: ding! doors open")
        case State.MOVING_UP | State.MOVING_DOWN as s:
            arrow = "^" if s is State.MOVING_UP else "v"
            print(f"t={t:>2} floor {e.floor}: {arrow}")
        case _:
            print(f"t={t:>2} floor {e.floor}: idle")
print(e.log[-3:], e.requests)
print(sum(1 for _, s in e.log if s.startswith("MOVING")))
try:
    e.request(9)
except ValueError as err:
    print(err)
