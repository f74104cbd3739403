# else runs when the body raised nothing; finally always runs, also when
# a remainder propagates.
def f(kind):
    log = []
    try:
        try:
            log.append('body')
            if kind == 'group':
                raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
            if kind == 'naked':
                raise ValueError(3)
        except* ValueError as e:
            log.append('value ' + repr(e.exceptions))
        else:
            log.append('else')
        finally:
            log.append('finally')
    except ExceptionGroup as rest:
        log.append('rest ' + repr(rest))
    return log
for kind in ('none', 'group', 'naked'):
    print(kind, f(kind))
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            raise ExceptionGroup('loop', [ValueError(i)])
        except* ValueError as e:
            print('caught', i)
        finally:
            print('finally', i)
    return 'done'
print(g())
def h():
    try:
        return 'from body'
    except* ValueError:
        pass
    finally:
        print('finally before return')
print(h())
def in_finally():
    try:
        raise ExceptionGroup('g', [ValueError(1)])
    except* ValueError:
        raise TypeError('from handler')
    finally:
        print('cleanup runs')
try:
    in_finally()
except TypeError as e:
    print('got', repr(e))
