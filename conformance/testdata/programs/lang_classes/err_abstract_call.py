# traceback: full
class Repo:
    def fetch(self, key):
        return self._load(key)
    def _load(self, key):
        raise NotImplementedError('subclass must implement _load')
class MemRepo(Repo):
    pass
def main():
    r = MemRepo()
    return r.fetch('k')
main()
