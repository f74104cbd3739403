# traceback: full
values = ['1', '2', 'x', '4']
nums = [int(v) for v in values]
