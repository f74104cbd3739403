print("start")
try:
    raise SystemExit(3)
except SystemExit as e:
    print("caught", e.code, e.args)
