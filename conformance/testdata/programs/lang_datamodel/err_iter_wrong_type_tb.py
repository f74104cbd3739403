# traceback: full
class Playlist:
    def __init__(self, songs):
        self.songs = songs
    def __iter__(self):
        return len(self.songs)
for s in Playlist(['a']):
    print(s)
