# traceback: full
def step(n):
    try:
        if n > 1:
            raise ValueError(f'step {n} failed')
        return n
    finally:
        print('step', n, 'cleanup')
for i in range(3):
    step(i)
