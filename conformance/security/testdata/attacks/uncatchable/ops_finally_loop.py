# attack: a finally block that loops after the budget is exhausted
# limits: while=0
# expect: limit ops
try:
    while True:
        pass
finally:
    while True:
        pass
