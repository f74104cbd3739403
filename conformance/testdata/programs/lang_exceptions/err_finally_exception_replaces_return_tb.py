# traceback: full
def save(data):
    try:
        return len(data)
    finally:
        data.flush()
save([1, 2])
