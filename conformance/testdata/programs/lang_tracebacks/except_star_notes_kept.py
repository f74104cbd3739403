# traceback: full
def work():
    errs = []
    for i in range(3):
        try:
            if i == 1:
                raise KeyError(i)
            raise ValueError(i)
        except Exception as e:
            e.add_note(f'item {i}')
            errs.append(e)
    eg = ExceptionGroup('batch', errs)
    eg.add_note('batch note')
    raise eg

try:
    work()
except* KeyError as e:
    print('handled', repr(e))
