# xfail: uncaught SystemExit prints a traceback
print('before')
raise SystemExit(1)
