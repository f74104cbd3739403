# attack: while True: pass
# ref: smolagents test_max_operations / test_while
# limits: while=0
# expect: limit ops
while True:
    pass
