attempts = 0
def flaky():
    global attempts
    attempts += 1
    if attempts < 3:
        raise ConnectionError(f'attempt {attempts} failed')
    return 'ok'
for i in range(5):
    try:
        r = flaky()
    except ConnectionError as e:
        print('retry:', e)
        continue
    else:
        print('result', r)
        break
