print('before')
raise SystemExit(1)
