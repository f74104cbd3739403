# traceback: full
eg = ExceptionGroup('shared', [ValueError(1)])
def f():
    raise eg
for i in range(2):
    try:
        f()
    except* ValueError:
        print('handled', i)
try:
    f()
except ExceptionGroup as e:
    pass
raise ExceptionGroup('twice', [eg, eg])
