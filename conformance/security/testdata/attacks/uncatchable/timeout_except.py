# attack: catching the timeout
# limits: ops=1e15 while=0 time=500ms
# expect: limit time
while True:
    try:
        while True:
            pass
    except BaseException:
        pass
