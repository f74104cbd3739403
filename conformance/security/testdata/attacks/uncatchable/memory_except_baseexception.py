# attack: try: <memory bomb> except BaseException: pass
# ref: smolagents spec §4.6 gap 3
# expect: limit memory
try:
    'x' * 10 ** 12
except BaseException:
    pass
print('survived')
