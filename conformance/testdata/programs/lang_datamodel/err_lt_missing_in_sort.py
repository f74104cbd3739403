# traceback: full
class Job:
    def __init__(self, p):
        self.p = p
jobs = [Job(2), Job(1)]
print(len(jobs))
jobs.sort()
