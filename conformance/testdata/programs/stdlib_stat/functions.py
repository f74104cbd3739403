import stat
modes = [0o100644, 0o40755, 0o120777, 0o104755, 0o41777, 0, 0o20666, 0o60660, 0o10644, 0o140755, 0o102644, 0o101000, 0o100001, 0o7777]
for m in modes:
    print(oct(m), stat.filemode(m), stat.S_IMODE(m), stat.S_IFMT(m), [f.__name__ for f in (stat.S_ISDIR, stat.S_ISREG, stat.S_ISLNK, stat.S_ISCHR, stat.S_ISBLK, stat.S_ISFIFO, stat.S_ISSOCK, stat.S_ISDOOR, stat.S_ISPORT, stat.S_ISWHT) if f(m)])
for bad in ['x', 1.5, -1, None]:
    try:
        stat.S_ISDIR(bad)
    except (TypeError, OverflowError) as e:
        print(repr(bad), type(e).__name__, e)
try:
    stat.filemode('x')
except TypeError as e:
    print('filemode', e)
