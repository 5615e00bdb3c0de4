/*
 * retroarch_driver: drives libCg/libCgGL call by call as RetroArch's Cg
 * driver does (gfx/drivers_shader/shader_gl_cg.c in libretro/RetroArch):
 *
 *   init:   cgCreateContext, cgGLGetLatestProfile(fragment, vertex),
 *           cgGLSetOptimalOptions and cgGLEnableProfile for both, a stock
 *           pass-through program compiled from a string, then each pass of
 *           the preset compiled with cgCreateProgramFromFile (fragment
 *           first, entries main_fragment/main_vertex, args
 *           {"-DPARAMETER_UNIFORM", NULL}) and cgGLLoadProgram'd; per pass,
 *           both programs bound, varyings found by semantic over
 *           cgGetFirstParameter/cgGetNextParameter, uniforms by name
 *           (IN.*, modelViewProj, ORIG.*, PREV.*, PASSn.*).
 *   frame:  per pass, the previous pass's client states disabled, both
 *           programs bound, IN.* set with cgGLSetParameter1f/2f, textures
 *           with cgGLSetTextureParameter + cgGLEnableTextureParameter,
 *           #pragma parameters with cgGLSetParameter1f, the matrix with
 *           cgGLSetMatrixParameterfc, vertex arrays with
 *           cgGLSetParameterPointer + cgGLEnableClientState; pass 1 draws
 *           into an FBO that pass 2 samples, pass 2 into the output FBO.
 *
 * Usage: retroarch_driver SHADER_DIR OUTPUT.ppm
 * Renders FRAMES frames of a generated picture and writes the last output.
 */
#define GL_GLEXT_PROTOTYPES 1
#include "egl_context.h"
#include <Cg/cg.h>
#include <Cg/cgGL.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <math.h>
#include <string.h>

#define FRAMES 3
#define PASSES 2
#define INPUT_WIDTH 40
#define INPUT_HEIGHT 30
#define INPUT_TEXTURE 64
#define SCALE 2

static const char *stock_program =
    "struct input { float2 tex_coord; float4 color; float4 vertex_coord; uniform float4x4 mvp_matrix;"
    "  uniform sampler2D texture; };"
    "struct vertex_data { float2 tex; float4 color; };"
    "void main_vertex(out float4 oPosition : POSITION, input IN, out vertex_data vert) {"
    "  oPosition = mul(IN.mvp_matrix, IN.vertex_coord); vert = vertex_data(IN.tex_coord, IN.color); }"
    "float4 main_fragment(input IN, vertex_data vert, uniform sampler2D s0 : TEXUNIT0) : COLOR {"
    "  return vert.color * tex2D(s0, vert.tex); }";

/* A texture and where its picture lies in it. */
struct texture_info {
  GLuint texture;
  float video_size[2];
  float texture_size[2];
  float coordinates[8];
};

/* The handles of one texture input of a pass (ORIG, PREV, PASS1...). */
struct texture_params {
  CGparameter texture, video_size_vertex, video_size_fragment, texture_size_vertex, texture_size_fragment, coordinates;
};

struct pass_program {
  CGprogram vertex, fragment;
  CGparameter position, tex_coord, lut_tex_coord, color;
  CGparameter video_size_f, texture_size_f, output_size_f, frame_count_f, frame_direction_f;
  CGparameter video_size_v, texture_size_v, output_size_v, frame_count_v, frame_direction_v;
  CGparameter mvp;
  struct texture_params orig, prev, pass1;
};

static CGcontext context;
static CGprofile vertex_profile, fragment_profile;
static struct pass_program programs[PASSES + 1];
static CGparameter enabled_attributes[16];
static unsigned enabled_count;

static void die(const char *message) {
  fprintf(stderr, "retroarch_driver: %s (Cg error: %s)\n", message, cgGetErrorString(cgGetError()));
  const char *listing = cgGetLastListing(context);
  if (listing) fprintf(stderr, "%s\n", listing);
  exit(1);
}

static int compile_pass(int index, const char *source, int is_file) {
  const char *args[] = {"-DPARAMETER_UNIFORM", NULL};
  struct pass_program *program = &programs[index];
  if (is_file) {
    program->fragment = cgCreateProgramFromFile(context, CG_SOURCE, source, fragment_profile, "main_fragment", args);
    program->vertex = cgCreateProgramFromFile(context, CG_SOURCE, source, vertex_profile, "main_vertex", args);
  } else {
    program->fragment = cgCreateProgram(context, CG_SOURCE, source, fragment_profile, "main_fragment", args);
    program->vertex = cgCreateProgram(context, CG_SOURCE, source, vertex_profile, "main_vertex", args);
  }
  if (!program->fragment || !program->vertex) return 0;
  cgGLLoadProgram(program->fragment);
  cgGLLoadProgram(program->vertex);
  return 1;
}

/* The vertex program's varying inputs, by semantic, then by name. */
static void find_base_attributes(struct pass_program *program) {
  for (CGparameter param = cgGetFirstParameter(program->vertex, CG_PROGRAM); param; param = cgGetNextParameter(param)) {
    if (cgGetParameterDirection(param) != CG_IN || cgGetParameterVariability(param) != CG_VARYING) continue;
    const char *semantic = cgGetParameterSemantic(param);
    if (!semantic) continue;
    if (!strcmp(semantic, "TEXCOORD") || !strcmp(semantic, "TEXCOORD0")) program->tex_coord = param;
    else if (!strcmp(semantic, "COLOR") || !strcmp(semantic, "COLOR0")) program->color = param;
    else if (!strcmp(semantic, "POSITION")) program->position = param;
    else if (!strcmp(semantic, "TEXCOORD1")) program->lut_tex_coord = param;
  }
  if (!program->tex_coord) program->tex_coord = cgGetNamedParameter(program->vertex, "IN.tex_coord");
  if (!program->color) program->color = cgGetNamedParameter(program->vertex, "IN.color");
  if (!program->position) program->position = cgGetNamedParameter(program->vertex, "IN.vertex_coord");
  if (!program->lut_tex_coord) program->lut_tex_coord = cgGetNamedParameter(program->vertex, "IN.lut_tex_coord");
}

static CGparameter named(CGprogram program, const char *prefix, const char *member) {
  char name[64];
  snprintf(name, sizeof name, "%s.%s", prefix, member);
  return cgGetNamedParameter(program, name);
}

static void find_texture_params(struct pass_program *program, struct texture_params *params, const char *prefix) {
  params->texture = named(program->fragment, prefix, "texture");
  params->video_size_vertex = named(program->vertex, prefix, "video_size");
  params->video_size_fragment = named(program->fragment, prefix, "video_size");
  params->texture_size_vertex = named(program->vertex, prefix, "texture_size");
  params->texture_size_fragment = named(program->fragment, prefix, "texture_size");
  params->coordinates = named(program->vertex, prefix, "tex_coord");
}

static void find_program_attributes(int index) {
  struct pass_program *program = &programs[index];
  cgGLBindProgram(program->fragment);
  cgGLBindProgram(program->vertex);
  find_base_attributes(program);
  program->video_size_f = named(program->fragment, "IN", "video_size");
  program->texture_size_f = named(program->fragment, "IN", "texture_size");
  program->output_size_f = named(program->fragment, "IN", "output_size");
  program->frame_count_f = named(program->fragment, "IN", "frame_count");
  program->frame_direction_f = named(program->fragment, "IN", "frame_direction");
  program->video_size_v = named(program->vertex, "IN", "video_size");
  program->texture_size_v = named(program->vertex, "IN", "texture_size");
  program->output_size_v = named(program->vertex, "IN", "output_size");
  program->frame_count_v = named(program->vertex, "IN", "frame_count");
  program->frame_direction_v = named(program->vertex, "IN", "frame_direction");
  program->mvp = cgGetNamedParameter(program->vertex, "modelViewProj");
  if (!program->mvp) program->mvp = cgGetNamedParameter(program->vertex, "IN.mvp_matrix");
  find_texture_params(program, &program->orig, "ORIG");
  find_texture_params(program, &program->prev, "PREV");
  if (index > 1) find_texture_params(program, &program->pass1, "PASS1");
}

static void set_2f(CGparameter param, float x, float y) {
  if (param) cgGLSetParameter2f(param, x, y);
}

static void set_1f(CGparameter param, float x) {
  if (param) cgGLSetParameter1f(param, x);
}

static void set_texture_info(const struct texture_params *params, const struct texture_info *info) {
  if (params->texture) {
    cgGLSetTextureParameter(params->texture, info->texture);
    cgGLEnableTextureParameter(params->texture);
  }
  set_2f(params->video_size_vertex, info->video_size[0], info->video_size[1]);
  set_2f(params->video_size_fragment, info->video_size[0], info->video_size[1]);
  set_2f(params->texture_size_vertex, info->texture_size[0], info->texture_size[1]);
  set_2f(params->texture_size_fragment, info->texture_size[0], info->texture_size[1]);
  if (params->coordinates) {
    cgGLSetParameterPointer(params->coordinates, 2, GL_FLOAT, 0, info->coordinates);
    cgGLEnableClientState(params->coordinates);
    enabled_attributes[enabled_count++] = params->coordinates;
  }
}

static void reset_attributes(void) {
  for (unsigned i = 0; i < enabled_count; i++) cgGLDisableClientState(enabled_attributes[i]);
  enabled_count = 0;
}

static void use_pass(int index) {
  reset_attributes();
  cgGLBindProgram(programs[index].vertex);
  cgGLBindProgram(programs[index].fragment);
}

static void set_coordinate(CGparameter param, int size, const float *values) {
  if (!param) return;
  cgGLSetParameterPointer(param, size, GL_FLOAT, 0, values);
  cgGLEnableClientState(param);
  enabled_attributes[enabled_count++] = param;
}

static void set_pragma_parameter(const struct pass_program *program, const char *name, float value) {
  set_1f(cgGetNamedParameter(program->vertex, name), value);
  set_1f(cgGetNamedParameter(program->fragment, name), value);
}

/* The picture a core would produce for frame `frame`: bars, a diagonal
 * gradient and a moving square. */
static void make_frame(unsigned char *pixels, int frame) {
  for (int y = 0; y < INPUT_HEIGHT; y++)
    for (int x = 0; x < INPUT_WIDTH; x++) {
      unsigned char *p = pixels + 4 * (y * INPUT_TEXTURE + x);
      int bar = x * 8 / INPUT_WIDTH;
      p[0] = (bar & 1) ? 230 : (unsigned char)(x * 255 / INPUT_WIDTH);
      p[1] = (bar & 2) ? 200 : (unsigned char)(y * 255 / INPUT_HEIGHT);
      p[2] = (bar & 4) ? 180 : (unsigned char)((x + y) * 4);
      int sx = 4 + frame * 6, sy = 10;
      if (x >= sx && x < sx + 8 && y >= sy && y < sy + 8) p[0] = p[1] = p[2] = 255;
      p[3] = 255;
    }
}

static GLuint make_texture(int width, int height, GLint filter) {
  GLuint texture;
  glGenTextures(1, &texture);
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  return texture;
}

static GLuint make_framebuffer(GLuint texture) {
  GLuint framebuffer;
  glGenFramebuffers(1, &framebuffer);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) die("framebuffer incomplete");
  return framebuffer;
}

static void fill_coordinates(struct texture_info *info) {
  float u = info->video_size[0] / info->texture_size[0], v = info->video_size[1] / info->texture_size[1];
  const float coordinates[8] = {0, 0, u, 0, 0, v, u, v};
  memcpy(info->coordinates, coordinates, sizeof coordinates);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: retroarch_driver SHADER_DIR OUTPUT.ppm\n");
    return 2;
  }
  make_gl_context();
  context = cgCreateContext();
  fragment_profile = cgGLGetLatestProfile(CG_GL_FRAGMENT);
  vertex_profile = cgGLGetLatestProfile(CG_GL_VERTEX);
  if (fragment_profile == CG_PROFILE_UNKNOWN || vertex_profile == CG_PROFILE_UNKNOWN) die("no profile");
  cgGLSetOptimalOptions(fragment_profile);
  cgGLSetOptimalOptions(vertex_profile);
  cgGLEnableProfile(fragment_profile);
  cgGLEnableProfile(vertex_profile);
  if (!compile_pass(0, stock_program, 0)) die("stock program");
  find_base_attributes(&programs[0]);
  const char *pass_files[PASSES] = {"blur.cg", "scanlines.cg"};
  for (int pass = 0; pass < PASSES; pass++) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", argv[1], pass_files[pass]);
    if (!compile_pass(pass + 1, path, 1)) die(path);
  }
  programs[0].mvp = cgGetNamedParameter(programs[0].vertex, "IN.mvp_matrix");
  for (int pass = 1; pass <= PASSES; pass++) find_program_attributes(pass);
  cgGLBindProgram(programs[1].fragment);
  cgGLBindProgram(programs[1].vertex);

  const int pass1_width = INPUT_WIDTH * SCALE, pass1_height = INPUT_HEIGHT * SCALE;
  const int output_width = pass1_width * SCALE, output_height = pass1_height * SCALE;
  GLuint frame_textures[2] = {make_texture(INPUT_TEXTURE, INPUT_TEXTURE, GL_NEAREST),
                              make_texture(INPUT_TEXTURE, INPUT_TEXTURE, GL_NEAREST)};
  GLuint pass1_texture = make_texture(pass1_width, pass1_height, GL_LINEAR);
  GLuint pass1_framebuffer = make_framebuffer(pass1_texture);
  GLuint output_texture = make_texture(output_width, output_height, GL_NEAREST);
  GLuint output_framebuffer = make_framebuffer(output_texture);
  static unsigned char frame_pixels[INPUT_TEXTURE * INPUT_TEXTURE * 4];
  /* An orthographic projection of the unit square, column-major. */
  const float mvp[16] = {2, 0, 0, 0, 0, 2, 0, 0, 0, 0, -1, 0, -1, -1, 0, 1};
  const float vertices[8] = {0, 0, 1, 0, 0, 1, 1, 1};
  const float colors[16] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};

  for (int frame = 0; frame < FRAMES; frame++) {
    GLuint current = frame_textures[frame % 2], previous = frame_textures[(frame + 1) % 2];
    make_frame(frame_pixels, frame);
    glBindTexture(GL_TEXTURE_2D, current);
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, INPUT_TEXTURE, INPUT_TEXTURE, GL_RGBA, GL_UNSIGNED_BYTE, frame_pixels);
    struct texture_info original = {current, {INPUT_WIDTH, INPUT_HEIGHT}, {INPUT_TEXTURE, INPUT_TEXTURE}, {0}};
    struct texture_info last = {previous, {INPUT_WIDTH, INPUT_HEIGHT}, {INPUT_TEXTURE, INPUT_TEXTURE}, {0}};
    struct texture_info pass1 = {pass1_texture, {pass1_width, pass1_height}, {pass1_width, pass1_height}, {0}};
    fill_coordinates(&original);
    fill_coordinates(&last);
    fill_coordinates(&pass1);

    for (int pass = 1; pass <= PASSES; pass++) {
      const struct texture_info *input = pass == 1 ? &original : &pass1;
      int width = pass == 1 ? pass1_width : output_width, height = pass == 1 ? pass1_height : output_height;
      struct pass_program *program = &programs[pass];
      glBindFramebuffer(GL_FRAMEBUFFER, pass == 1 ? pass1_framebuffer : output_framebuffer);
      glViewport(0, 0, width, height);
      glClear(GL_COLOR_BUFFER_BIT);
      use_pass(pass);
      set_2f(program->video_size_f, input->video_size[0], input->video_size[1]);
      set_2f(program->texture_size_f, input->texture_size[0], input->texture_size[1]);
      set_2f(program->output_size_f, (float)width, (float)height);
      set_1f(program->frame_direction_f, 1.0f);
      set_2f(program->video_size_v, input->video_size[0], input->video_size[1]);
      set_2f(program->texture_size_v, input->texture_size[0], input->texture_size[1]);
      set_2f(program->output_size_v, (float)width, (float)height);
      set_1f(program->frame_direction_v, 1.0f);
      set_1f(program->frame_count_f, (float)frame);
      set_1f(program->frame_count_v, (float)frame);
      set_texture_info(&program->orig, &original);
      set_texture_info(&program->prev, &last);
      if (pass > 1) set_texture_info(&program->pass1, &pass1);
      set_pragma_parameter(program, "BLUR_WIDTH", 1.5f);
      set_pragma_parameter(program, "SCANLINE_STRENGTH", 0.6f);
      set_pragma_parameter(program, "PHOSPHOR", 0.4f);
      /* The pass's own input is bound to unit 0, as RetroArch's GL driver does. */
      glActiveTexture(GL_TEXTURE0);
      glBindTexture(GL_TEXTURE_2D, input->texture);
      if (program->mvp) cgGLSetMatrixParameterfc(program->mvp, mvp);
      set_coordinate(program->position, 2, vertices);
      set_coordinate(program->tex_coord, 2, input->coordinates);
      set_coordinate(program->lut_tex_coord, 2, input->coordinates);
      set_coordinate(program->color, 4, colors);
      glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    }
  }

  static unsigned char rgba[INPUT_WIDTH * SCALE * SCALE * INPUT_HEIGHT * SCALE * SCALE * 4];
  glBindFramebuffer(GL_FRAMEBUFFER, output_framebuffer);
  glReadPixels(0, 0, output_width, output_height, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  GLenum gl_error = glGetError();
  if (gl_error != GL_NO_ERROR) {
    fprintf(stderr, "retroarch_driver: GL error %x\n", gl_error);
    return 1;
  }
  FILE *out = fopen(argv[2], "wb");
  if (!out) die("cannot write the output");
  fprintf(out, "P6\n%d %d\n255\n", output_width, output_height);
  for (int i = 0; i < output_width * output_height; i++) fwrite(rgba + 4 * i, 1, 3, out);
  fclose(out);
  cgGLUnbindProgram(fragment_profile);
  cgGLUnbindProgram(vertex_profile);
  cgDestroyContext(context);
  return 0;
}
