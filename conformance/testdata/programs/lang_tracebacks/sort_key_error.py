# traceback: full
def by_score(rec):
    return rec['score']
records = [{'score': 3}, {'score': 1}, {'name': 'x'}]
records.sort(key=by_score)
