# traceback: full
def run_all(tasks):
    errors = []
    for t in tasks:
        try:
            t()
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup('tasks failed', errors)
run_all([lambda: 1, lambda: 1 / 0, lambda: [][0]])
