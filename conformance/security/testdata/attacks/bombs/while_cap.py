# attack: while True: pass under a huge op budget — smolagents' while-iteration cap ends it
# ref: smolagents test_while (MAX_WHILE_ITERATIONS)
# limits: ops=1e12
# expect: limit ops
while True:
    pass
