#!/usr/bin/env bash
# Runs the OpenGL examples of NVIDIA's Cg Toolkit, unchanged, as real
# libCg/libCgGL clients: each program is built once from a copy of its
# directory (the sources its Makefile.NAME lists, the Toolkit's GLEW, linked
# against NVIDIA's libraries), run once over NVIDIA's libCg/libCgGL and once
# with cgrs's directory first in LD_LIBRARY_PATH, under Xvfb on Mesa's
# llvmpipe, and the frames the two runs draw are compared pixel by pixel (a
# pixel differs when a channel is more than 8/255 apart; at most 0.5% may
# differ). Programs that draw nothing (combine_info) have their standard
# output compared instead. A few examples also run with their options that
# choose other profiles (see `variants`).
#
# Usage: scripts/toolkit-gl-examples.sh [EXAMPLES_DIR] [LIBDIR]
#   EXAMPLES_DIR  the Toolkit's examples/OpenGL (default
#                 /usr/share/doc/nvidia-cg-doc/examples/OpenGL)
#   LIBDIR        holds cgrs's libCg.so and libCgGL.so (default target/release)
# Environment: TKGL_GROUPS (subdirectories, default "basic advanced"),
# TKGL_ONLY (regular expression on the example names), TKGL_FRAME (frame
# saved, default 4), TKGL_TIMEOUT (seconds per run, default 60), TKGL_WORK
# (keep builds, frames and logs there; default a temporary directory).
#
# Needs NVIDIA's Cg Toolkit (libCg.so, libCgGL.so, /usr/include/Cg and the
# examples: Debian's nvidia-cg-toolkit and nvidia-cg-doc), cc and c++,
# freeglut, GLU and Mesa's GL (freeglut3-dev libgl1-mesa-dri), xvfb-run
# (xvfb xauth) and python3.
#
# The examples loop in glutMainLoop and animate on key presses, idle
# functions and the clock, so an LD_PRELOAD shim (written below) makes a run
# reproducible: it counts glutSwapBuffers calls, runs the program's idle
# function and timers once per frame on a fake clock (GLUT_ELAPSED_TIME,
# gettimeofday), presses space after frame 1 when the program does not
# animate yet (most examples start their animation so), and at frame
# TKGL_FRAME reads the back buffer into a PPM and exits. It also answers
# glXSwapIntervalSGI, which Mesa's software GLX forwards to Xvfb, whose
# GLXBadContextTag error would kill every example that asks for vsync.
#
# Prints one line per example (name, verdict, share of differing pixels) and
# the totals; exits 1 when an example NVIDIA's libraries render (a frame of
# more than one colour) is not rendered equally with cgrs's libraries, 2 when
# something it needs is missing. An example that creates a CgFX effect,
# which cgrs's libCg does not support yet, is "needs-cgfx" and no failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
examples="$(cd "${1:-/usr/share/doc/nvidia-cg-doc/examples/OpenGL}" && pwd)"
libdir="$(cd "${2:-$root/target/release}" && pwd)"
groups="${TKGL_GROUPS:-basic advanced}"
frame="${TKGL_FRAME:-4}"
limit="${TKGL_TIMEOUT:-60}"
for tool in cc c++ xvfb-run python3 timeout; do
  command -v "$tool" >/dev/null || { echo "toolkit-gl-examples: $tool is missing" >&2; exit 2; }
done
[ -e /usr/include/Cg/cgGL.h ] || { echo "toolkit-gl-examples: NVIDIA's Cg headers are missing" >&2; exit 2; }
[ -e /usr/include/GL/glut.h ] || { echo "toolkit-gl-examples: freeglut3-dev is missing" >&2; exit 2; }
for lib in libCg.so libCgGL.so; do
  [ -e "$libdir/$lib" ] || { echo "toolkit-gl-examples: no $libdir/$lib" >&2; exit 2; }
done
if [ -n "${TKGL_WORK:-}" ]; then
  work="$TKGL_WORK"
  mkdir -p "$work"
  work="$(cd "$work" && pwd)"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
export LIBGL_ALWAYS_SOFTWARE=1

cat > "$work/shim.c" <<'EOF'
/* LD_PRELOAD shim for the Toolkit's GLUT examples (see the script's header).
   TKGL_OUT: the PPM written; TKGL_FRAME: which frame (default 4);
   TKGL_FRAME_MS: fake milliseconds per frame (default 20); TKGL_KEYS: keys
   pressed after frame 1 (unset: a space if no idle function is set). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/time.h>
#include <GL/gl.h>
#include <GL/glx.h>

#define GLUT_WINDOW_WIDTH 102
#define GLUT_WINDOW_HEIGHT 103
#define GLUT_ELAPSED_TIME 700

typedef void (*idle_fn)(void);
typedef void (*keyboard_fn)(unsigned char, int, int);
typedef void (*timer_fn)(int);

static int frames, step_pending, keys_pressed;
static idle_fn app_idle;
static keyboard_fn app_keyboard;
static struct { long due; timer_fn callback; int value; } timers[64];
static int timer_count;

static void *next(const char *name)
{
  void *symbol = dlsym(RTLD_NEXT, name);
  if (!symbol) {
    fprintf(stderr, "tkgl-shim: no %s\n", name);
    _exit(97);
  }
  return symbol;
}

static int env_int(const char *name, int fallback)
{
  const char *value = getenv(name);
  return value && *value ? atoi(value) : fallback;
}

static long fake_ms(void) { return (long)frames * env_int("TKGL_FRAME_MS", 20); }

int glutGet(int what)
{
  static int (*real)(int);
  if (!real) real = next("glutGet");
  if (what == GLUT_ELAPSED_TIME) return (int)fake_ms();
  return real(what);
}

int gettimeofday(struct timeval *tv, void *tz)
{
  (void)tz;
  long ms = fake_ms();
  tv->tv_sec = 1000000000 + ms / 1000;
  tv->tv_usec = (ms % 1000) * 1000;
  return 0;
}

/* GLUT's idle function: after each frame, one step of the program's own
   idle function, keys and timers, then the next frame. */
static void shim_idle(void)
{
  static void (*post_redisplay)(void);
  if (!post_redisplay) post_redisplay = next("glutPostRedisplay");
  if (!step_pending) return;
  step_pending = 0;
  if (frames == 1 && !keys_pressed) {
    const char *keys = getenv("TKGL_KEYS");
    keys_pressed = 1;
    if (!keys) keys = app_idle ? "" : " ";
    for (; app_keyboard && *keys; keys++) app_keyboard((unsigned char)*keys, 0, 0);
  }
  int due = 0;
  for (int i = 0; i < timer_count; i++) due += timers[i].due <= fake_ms();
  while (due-- > 0) {
    for (int i = 0; i < timer_count; i++) {
      if (timers[i].due <= fake_ms()) {
        timer_fn callback = timers[i].callback;
        int value = timers[i].value;
        memmove(&timers[i], &timers[i + 1], (timer_count - i - 1) * sizeof timers[0]);
        timer_count--;
        callback(value);
        break;
      }
    }
  }
  if (app_idle) app_idle();
  post_redisplay();
}

void glutIdleFunc(idle_fn callback)
{
  static void (*real)(idle_fn);
  if (!real) real = next("glutIdleFunc");
  app_idle = callback;
  real(shim_idle);
}

void glutTimerFunc(unsigned int ms, timer_fn callback, int value)
{
  static void (*real)(idle_fn);
  if (!real) real = next("glutIdleFunc");
  if (timer_count < 64) {
    timers[timer_count].due = fake_ms() + ms;
    timers[timer_count].callback = callback;
    timers[timer_count].value = value;
    timer_count++;
  }
  real(shim_idle);
}

void glutKeyboardFunc(keyboard_fn callback)
{
  static void (*real)(keyboard_fn);
  if (!real) real = next("glutKeyboardFunc");
  app_keyboard = callback;
  real(callback);
}

/* Mesa's drisw has no swap interval and sends the request to Xvfb, which
   fails it with GLXBadContextTag; the examples find it through GLEW. */
int glXSwapIntervalSGI(int interval) { (void)interval; return 0; }

typedef void (*proc)(void);
static proc lookup(const char *which, const GLubyte *name)
{
  if (!strcmp((const char *)name, "glXSwapIntervalSGI")) return (proc)glXSwapIntervalSGI;
  proc (*real)(const GLubyte *) = (proc (*)(const GLubyte *))next(which);
  return real(name);
}
proc glXGetProcAddressARB(const GLubyte *name) { return lookup("glXGetProcAddressARB", name); }
proc glXGetProcAddress(const GLubyte *name) { return lookup("glXGetProcAddress", name); }

static void print_library(const char *symbol)
{
  Dl_info info;
  void *address = dlsym(RTLD_DEFAULT, symbol);
  if (address && dladdr(address, &info) && info.dli_fname)
    fprintf(stderr, "tkgl-shim: %s from %s\n", symbol, info.dli_fname);
}

__attribute__((constructor)) static void report_libraries(void)
{
  print_library("cgCreateContext");
  print_library("cgGLBindProgram");
}

static void save_frame(const char *path)
{
  int width = glutGet(GLUT_WINDOW_WIDTH), height = glutGet(GLUT_WINDOW_HEIGHT);
  void (*bind_framebuffer)(GLenum, GLuint) =
    (void (*)(GLenum, GLuint))glXGetProcAddressARB((const GLubyte *)"glBindFramebufferEXT");
  void (*bind_buffer)(GLenum, GLuint) =
    (void (*)(GLenum, GLuint))glXGetProcAddressARB((const GLubyte *)"glBindBufferARB");
  if (width <= 0 || height <= 0) {
    GLint viewport[4];
    glGetIntegerv(GL_VIEWPORT, viewport);
    width = viewport[2];
    height = viewport[3];
  }
  while (glGetError() != GL_NO_ERROR) {}
  if (bind_framebuffer) { bind_framebuffer(0x8CA8 /* READ_FRAMEBUFFER */, 0); glGetError(); }
  if (bind_buffer) { bind_buffer(0x88EB /* PIXEL_PACK_BUFFER */, 0); glGetError(); }
  glReadBuffer(GL_BACK);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glPixelStorei(GL_PACK_ROW_LENGTH, 0);
  glPixelStorei(GL_PACK_SKIP_ROWS, 0);
  glPixelStorei(GL_PACK_SKIP_PIXELS, 0);
  unsigned char *pixels = malloc((size_t)width * height * 3);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels);
  GLenum error = glGetError();
  if (error != GL_NO_ERROR) fprintf(stderr, "tkgl-shim: glReadPixels: GL error 0x%x\n", error);
  FILE *file = fopen(path, "wb");
  if (!file) { perror(path); _exit(98); }
  fprintf(file, "P6\n%d %d\n255\n", width, height);
  for (int row = height - 1; row >= 0; row--)
    fwrite(pixels + (size_t)row * width * 3, 3, width, file);
  fclose(file);
  free(pixels);
  fprintf(stderr, "tkgl-shim: frame %d (%dx%d) saved to %s\n", frames, width, height, path);
}

void glutSwapBuffers(void)
{
  static void (*real)(void), (*real_idle)(idle_fn);
  if (!real) real = next("glutSwapBuffers");
  if (!real_idle) real_idle = next("glutIdleFunc");
  frames++;
  if (frames >= env_int("TKGL_FRAME", 4)) {
    const char *out = getenv("TKGL_OUT");
    save_frame(out ? out : "frame.ppm");
    fflush(NULL);
    exit(0);
  }
  real();
  step_pending = 1;
  real_idle(shim_idle);
}
EOF

cat > "$work/compare.py" <<'EOF'
# compare.py A.ppm [B.ppm]: with one image prints its number of distinct
# colours; with two prints "DIFFERING PIXELS" (a channel more than 8/255
# apart) or "size WxH vs WxH".
import sys

def read(path):
    data = open(path, "rb").read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        start = position
        while data[position:position + 1] and not data[position:position + 1].isspace():
            position += 1
        fields.append(data[start:position].decode())
    if fields[0] != "P6":
        sys.exit("%s is no binary PPM" % path)
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[position + 1:position + 1 + width * height * 3]

width, height, a = read(sys.argv[1])
if len(sys.argv) == 2:
    print(len({a[i:i + 3] for i in range(0, len(a), 3)}))
    sys.exit(0)
other_width, other_height, b = read(sys.argv[2])
if (width, height) != (other_width, other_height) or len(a) != len(b):
    print("size %dx%d vs %dx%d" % (width, height, other_width, other_height))
    sys.exit(0)
differing = sum(
    1 for i in range(0, len(a), 3)
    if abs(a[i] - b[i]) > 8 or abs(a[i + 1] - b[i + 1]) > 8 or abs(a[i + 2] - b[i + 2]) > 8)
print("%d %d" % (differing, width * height))
EOF

cc -O1 -Wall -shared -fPIC -o "$work/shim.so" "$work/shim.c" -ldl -lGL
# The examples use the GLEW the Toolkit ships (examples/OpenGL/glew), static.
cflags=(-O1 -w -DGLEW_STATIC -I"$examples/glew/include")
cc "${cflags[@]}" -c "$examples/glew/src/glew.c" -o "$work/glew.o"
libs=(-lCgGL -lCg -lglut -lGLU -lGL -lX11 -lm -lpthread)

# settings NAME: the shim's settings an example needs besides the defaults.
settings() {
  case "$1" in
    # Particles are born at random times over 10 s of its clock (0.01 s a
    # frame): at frame 4 none is alive yet.
    basic/15_particle_system*) echo TKGL_FRAME=100 ;;
  esac
}

# variants NAME: the command lines an example runs with, one a line (its
# options that choose other profiles: GLSL, or combine_info's ARB ones).
variants() {
  echo ""
  case "$1" in
    advanced/combine_program) echo "-glsl" ;;
    advanced/combine_program/combine_info) printf '%s\n' arbvp1 arbfp1 ;;
    advanced/generic_attribs) printf '%s\n' -glsl -lit "-glsl -lit" ;;
  esac
}

# run BINARY LOG PPM NAME [ARGUMENTS] [VAR=VALUE...]: one run under its own
# Xvfb, from the example's directory (the programs open their files by
# relative path).
run() {
  local binary="$1" log="$2" out="$3" name="$4" arguments="$5"
  shift 5
  rm -f "$out"
  # shellcheck disable=SC2046,SC2086 # settings and arguments are word lists
  (cd "$(dirname "$binary")" &&
    timeout -k 5 $((limit + 15)) xvfb-run -a -s "-screen 0 1024x768x24" \
      timeout -k 5 "$limit" env -u LD_LIBRARY_PATH LD_PRELOAD="$work/shim.so" \
      TKGL_OUT="$out" TKGL_FRAME="$frame" $(settings "$name") "$@" \
      "./$(basename "$binary")" $arguments </dev/null >"$log" 2>&1)
}

# first_problem LOG: the line of the log most likely to say what went wrong.
first_problem() {
  grep -v '^tkgl-shim:' "$1" | grep -m1 -i -E 'error|fail|abort|segment|not |cannot|unable|core|killed|terminated' ||
    grep -v '^tkgl-shim:' "$1" | head -n 1 || true
}

# same_output A.log B.log: whether the two runs printed the same.
same_output() {
  diff <(grep -v '^tkgl-shim:' "$1") <(grep -v '^tkgl-shim:' "$2") >/dev/null
}

# check NAME BINARY GRAPHICAL ARGUMENTS: runs one example both ways and
# sets verdict, share and note.
check() {
  local name="$1" binary="$2" graphical="$3" arguments="$4"
  local suffix="${arguments// /_}"
  local out="$work/out/${name//\//-}${suffix:+_$suffix}" nv_rc=0 cgrs_rc=0
  verdict="" share="" note=""
  run "$binary" "$out-nvidia.log" "$out-nvidia.ppm" "$name" "$arguments" || nv_rc=$?
  run "$binary" "$out-cgrs.log" "$out-cgrs.ppm" "$name" "$arguments" \
    LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" || cgrs_rc=$?
  # (programs without libCgGL, such as combine_info, print no libCgGL)
  if ! grep -q "cgCreateContext from $libdir/libCg.so" "$out-cgrs.log" ||
    grep "cgGLBindProgram from" "$out-cgrs.log" | grep -qv "from $libdir/libCgGL.so"; then
    echo "toolkit-gl-examples: $name did not run over $libdir's libraries" >&2
    exit 2
  fi
  if [ "$graphical" = 0 ]; then
    # No window: compare what the program prints.
    if [ "$nv_rc" != 0 ]; then
      verdict="nvidia-fails" note="rc=$nv_rc: $(first_problem "$out-nvidia.log")"
    elif [ "$cgrs_rc" != 0 ]; then
      verdict="cgrs-fails" note="rc=$cgrs_rc: $(first_problem "$out-cgrs.log")"
    elif same_output "$out-nvidia.log" "$out-cgrs.log"; then
      verdict="same-text"
    else
      verdict="text-differs" note="see $out-nvidia.log and $out-cgrs.log"
    fi
  elif [ ! -s "$out-nvidia.ppm" ]; then
    verdict="nvidia-fails" note="rc=$nv_rc: $(first_problem "$out-nvidia.log")"
  else
    local colours differing pixels
    colours=$(python3 "$work/compare.py" "$out-nvidia.ppm")
    if [ ! -s "$out-cgrs.ppm" ]; then
      verdict="cgrs-fails" note="rc=$cgrs_rc: $(first_problem "$out-cgrs.log")"
    else
      read -r differing pixels < <(python3 "$work/compare.py" "$out-nvidia.ppm" "$out-cgrs.ppm")
      if [ "$differing" = size ]; then
        verdict="differs" note="$pixels"
      else
        share=$(awk -v d="$differing" -v p="$pixels" 'BEGIN { printf "%.3f%%", 100 * d / p }')
        if [ $((differing * 200)) -le "$pixels" ]; then verdict="same"; else verdict="differs"; fi
      fi
    fi
    if [ "$colours" = 1 ]; then
      verdict="$verdict(blank)" note="NVIDIA's frame is one colour${note:+; $note}"
    fi
  fi
  if [ "$verdict" = nvidia-fails ]; then
    # Where NVIDIA's libraries fail (a profile Mesa lacks...), say whether
    # cgrs's fail alike.
    if same_output "$out-nvidia.log" "$out-cgrs.log"; then
      note="$note; cgrs: same output"
    else
      note="$note; cgrs: rc=$cgrs_rc: $(first_problem "$out-cgrs.log")"
    fi
  fi
}

declare -A totals=()
failures=()
mkdir -p "$work/out"
printf '%-48s %-14s %s\n' "example" "verdict" "differing pixels"
for group in $groups; do
  [ -d "$examples/$group" ] || continue
  for dir in "$examples/$group"/*/; do
    dir="${dir%/}"
    for makefile in "$dir"/Makefile.*; do
      [ -e "$makefile" ] || continue
      program="${makefile##*/Makefile.}"
      csources=$(sed -n 's/^C_SOURCE *:= *//p' "$makefile")
      cppsources=$(sed -n 's/^CPP_SOURCE *:= *//p' "$makefile")
      [ -n "$csources$cppsources" ] || continue
      name="$group/${dir##*/}"
      [ "$program" = "${dir##*/}" ] || name="$name/$program"
      if [ -n "${TKGL_ONLY:-}" ] && ! [[ "$name" =~ $TKGL_ONLY ]]; then
        continue
      fi
      copy="$work/$group/${dir##*/}"
      [ -d "$copy" ] || { mkdir -p "$work/$group" && cp -r "$dir" "$copy"; }
      # Build (linked against NVIDIA's libraries, as the Makefiles do).
      build_log="$work/out/${name//\//-}-build.log"
      : >"$build_log"
      objects=()
      compiler=cc
      built=1
      for source in $csources $cppsources; do
        object="$copy/${source%.*}.o"
        source_compiler=cc
        case "$source" in *.cpp) compiler=c++ source_compiler=c++ ;; esac
        if ! (cd "$copy" && "$source_compiler" "${cflags[@]}" -c "$source" -o "$object") >>"$build_log" 2>&1; then
          built=0
        fi
        objects+=("$object")
      done
      if [ "$built" = 1 ] && ! "$compiler" -o "$copy/$program" "${objects[@]}" "$work/glew.o" "${libs[@]}" \
        >>"$build_log" 2>&1; then
        built=0
      fi
      graphical=1
      # shellcheck disable=SC2086 # source lists
      (cd "$copy" && grep -q glutMainLoop $csources $cppsources) || graphical=0
      while IFS= read -r arguments <&3; do
        label="$name${arguments:+ $arguments}"
        if [ "$built" = 0 ]; then
          verdict="build-fails" share="" note="$(grep -m1 -i error "$build_log" || true)"
        else
          check "$name" "$copy/$program" "$graphical" "$arguments"
          # CgFX effects are not supported yet by cgrs's libCg: an example
          # that creates one fails with a Cg error (or, cgfx_latest, on its
          # own assertion that cgGLRegisterStates registered states).
          # shellcheck disable=SC2086 # source lists
          if [ "$verdict" = cgrs-fails ] &&
            (cd "$copy" && grep -q cgCreateEffect $csources $cppsources); then
            verdict="needs-cgfx"
          fi
        fi
        totals[$verdict]=$((${totals[$verdict]:-0} + 1))
        case "$verdict" in
          cgrs-fails | differs | text-differs) failures+=("$label") ;;
        esac
        printf '%-48s %-14s %s\n' "$label" "$verdict" "$share${note:+${share:+  }$note}"
      done 3< <(variants "$name")
    done
  done
done
echo
summary=""
for verdict in "${!totals[@]}"; do summary+="$verdict=${totals[$verdict]} "; done
echo "total: $(echo "$summary" | tr ' ' '\n' | sort | grep . | tr '\n' ' ')"
if [ -n "${TKGL_WORK:-}" ]; then echo "frames and logs: $work/out"; fi
if [ "${#failures[@]}" -gt 0 ]; then
  printf 'not rendered as with NVIDIA'"'"'s libraries: %s\n' "$(printf '%s, ' "${failures[@]}" | sed 's/, $//')"
  exit 1
fi
