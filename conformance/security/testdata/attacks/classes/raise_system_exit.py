# attack: raise SystemExit to stop the host — it is only a Python exception
# ref: smolagents spec §4.6 gap 4
# expect: python SystemExit
# message: 3
raise SystemExit(3)
