# attack: while True: pass with an unbounded op budget and no while cap: the time limit ends it
# ref: smolagents TestTimeout
# limits: ops=1e15 while=0 time=500ms
# expect: limit time
while True:
    pass
