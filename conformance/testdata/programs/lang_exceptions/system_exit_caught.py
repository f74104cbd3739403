try:
    raise SystemExit(3)
except SystemExit as e:
    print('exit code', e.code)
try:
    raise KeyboardInterrupt
except Exception:
    print('not here')
except BaseException as e:
    print('base', type(e).__name__)
