import random
from collections import deque

random.seed(11)

class Customer:
    _ids = 0
    def __init__(self, arrival, service):
        Customer._ids += 1
        self.id = Customer._ids
        self.arrival = arrival
        self.service = service
        self.start = None

    @property
    def wait(self):
        return self.start - self.arrival

    def __repr__(self):
        return f"C{self.id}(arr={self.arrival}, svc={self.service})"

def simulate(minutes=120, tellers=2, arrival_p=0.45):
    line = deque()
    busy = [None] * tellers
    done = []
    max_len = 0
    for t in range(minutes):
        if random.random() < arrival_p:
            line.append(Customer(t, random.randint(2, 7)))
        for i in range(tellers):
            c = busy[i]
            if c and t - c.start >= c.service:
                done.append(c)
                busy[i] = None
            if busy[i] is None and line:
                nxt = line.popleft()
                nxt.start = t
                busy[i] = nxt
        max_len = max(max_len, len(line))
    return done, line, max_len

for tellers in (1, 2, 3):
    random.seed(11)
    Customer._ids = 0
    done, line, max_len = simulate(tellers=tellers)
    waits = [c.wait for c in done]
    avg = sum(waits) / len(waits) if waits else 0
    print(f"tellers={tellers}: served {len(done):>3}, still waiting {len(line):>2}, max line {max_len:>2}, "
          f"avg wait {avg:5.2f}, worst {max(waits, default=0)}")
print(done[:3], list(line)[:2])
