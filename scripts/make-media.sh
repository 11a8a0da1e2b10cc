#!/usr/bin/env bash
# Renders the seed's hero-background loop (public/media/videos/hero-background.mp4)
# and its poster with ffmpeg: a short, silent, text-free animated card in the
# brand colours, 320x180 H.264 with a silent AAC track. No page shows it; the
# product tours are recorded from the mock screens by `npm run media` (media/),
# which runs this script last.
# The output is committed, so neither CI nor the running site needs ffmpeg
# (scripts/install-system-deps.sh installs it for whoever re-renders).
# Re-running rewrites the same files; the encoder runs single-threaded with
# bit-exact flags so the bytes do not change from one run to the next.
set -euo pipefail

command -v ffmpeg >/dev/null || {
  echo "make-media: ffmpeg is missing (run scripts/install-system-deps.sh)" >&2
  exit 1
}

out="$(cd "$(dirname "$0")/.." && pwd)/public/media/videos"
mkdir -p "$out"

size=320x180
seconds=4
common=(-hide_banner -loglevel error -y -fflags +bitexact -threads 1)
encode=(
  -map_metadata -1 -shortest -t "$seconds"
  -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -profile:v main -tune animation
  -x264-params threads=1 -flags:v +bitexact
  -c:a aac -b:a 32k -ac 1 -ar 44100 -flags:a +bitexact
  -movflags +faststart
)

# render NAME BACKGROUND ACCENT MOTION
#   A card of colour BACKGROUND with a 48 px ACCENT square moving along
#   MOTION (an overlay x:y expression pair, t in seconds) and a slow pulse of
#   brightness, so each video looks different and visibly plays.
render() {
  local name=$1 background=$2 accent=$3 motion=$4
  ffmpeg "${common[@]}" \
    -f lavfi -i "color=c=${background}:s=${size}:r=24:d=${seconds}" \
    -f lavfi -i "color=c=${accent}:s=48x48:r=24:d=${seconds}" \
    -f lavfi -i "anullsrc=r=44100:cl=mono" \
    -filter_complex "[0][1]overlay=${motion}:shortest=1,eq=brightness='0.06*sin(2*PI*t/${seconds})':eval=frame[v]" \
    -map '[v]' -map 2:a "${encode[@]}" "$out/$name.mp4"
  # The poster: the frame one second in.
  ffmpeg "${common[@]}" -ss 1 -i "$out/$name.mp4" -frames:v 1 -q:v 5 \
    -map_metadata -1 -flags:v +bitexact "$out/$name.jpg"
  echo "make-media: $name.mp4 $(stat -c %s "$out/$name.mp4") bytes, $name.jpg $(stat -c %s "$out/$name.jpg") bytes"
}

# The seed's background loop (location hero-background: no page shows it yet).
render hero-background 0x0f3d36 0x0f766e "x='(W-w)/2':y='(H-h)*t/${seconds}'"
