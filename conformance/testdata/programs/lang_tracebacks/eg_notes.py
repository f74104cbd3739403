# traceback: full
def job(n):
    if n % 2:
        raise ValueError(n)
    raise TypeError(n)

errs = []
for n in range(3):
    try:
        job(n)
    except Exception as e:
        e.add_note(f'while running job {n}')
        if n == 2:
            e.add_note('second note\nspans two lines')
            e.add_note('')
        errs.append(e)
eg = ExceptionGroup('jobs', errs)
eg.add_note('group note')
eg.add_note('trailing newline\n')
raise eg
