# attack: catching the op-budget error in a loop to keep running
# limits: while=0
# expect: limit ops
while True:
    try:
        while True:
            pass
    except BaseException:
        pass
