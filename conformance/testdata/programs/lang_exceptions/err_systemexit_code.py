# xfail: deliberate — krait run keeps its CLI contract (last stderr line "SystemExit: 1"); CPython prints nothing
print('before')
raise SystemExit(1)
