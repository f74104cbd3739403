count = 0
def bump():
    try:
        count += 1
    except UnboundLocalError as e:
        print(e)
bump()
def later():
    try:
        print(v)
    except UnboundLocalError as e:
        print(e)
    v = 1
later()
def cond(flag):
    if flag:
        val = 'set'
    return val
print(cond(True))
try:
    cond(False)
except UnboundLocalError as e:
    print(e)
def loop_var():
    for i in []:
        pass
    return i
try:
    loop_var()
except UnboundLocalError as e:
    print(e)
