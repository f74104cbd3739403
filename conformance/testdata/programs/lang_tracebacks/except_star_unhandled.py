# traceback: full
def fetch(urls):
    errors = []
    for u in urls:
        try:
            if u.startswith('bad'):
                raise ValueError(f'bad url {u}')
            if u.startswith('slow'):
                raise TimeoutError(f'timed out: {u}')
        except Exception as e:
            errors.append(e)
    raise ExceptionGroup('fetch failed', errors)

def main():
    try:
        fetch(['bad1', 'slow1', 'ok', 'bad2', 'slow2'])
    except* ValueError as e:
        print('ignoring', len(e.exceptions), 'bad urls')

main()
