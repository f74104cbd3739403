try:
    raise FileNotFoundError('x.txt')
except OSError as e:
    print('OSError branch', type(e).__name__)
except FileNotFoundError:
    print('never')
