# traceback: full
def f(rows):
    return [r['id'] for r in rows]
f([{'id': 1}, {'name': 'x'}])
