// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/lib_tex_rect_glsl_names.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program fmain_rect
//semantic fmain_rect.frame
//semantic fmain_rect.overlay
//semantic fmain_rect.depthRect
//semantic frameSize
//var samplerRECT frame :  : _frame1 : 1 : 1
//var samplerRECT overlay :  : _overlay1 : 2 : 1
//var samplerRECT depthRect :  : _TMP44 : 3 : 1
//var float4 frameSize :  : _frameSize : -1 : 1
//var float4 IN.color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 IN.pixel : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 IN.projected : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float4 IN.depthCoord : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
//var float4 fmain_rect : $vout.COLOR : COL : -1 : 1

#version 110

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

struct Varyings {
    vec4 _color;
    vec4 _pixel1;
    vec4 _projected1;
    vec4 _depthCoord;
};

vec4 _ret_0;
vec4 _TMP2;
uniform sampler2DRect _frame1;
uniform sampler2DRect _overlay1;
vec4 _TMP12;
vec4 _TMP16;
vec2 _c0017;
vec4 _TMP20;
vec3 _c0021;
vec4 _TMP24;
vec4 _c0025;
vec4 _TMP28;
vec3 _c0029;
vec4 _TMP32;
vec4 _c0033;
vec4 _b0037;
uniform Shadow _TMP44;
uniform vec4 _frameSize;

 // main procedure, the original name was fmain_rect
void main()
{

    vec2 _pixel;
    vec4 _sharpened;
    float _visible;

    _pixel = gl_TexCoord[0].xy*_frameSize.xy;
    _TMP12 = texture2DRect(_frame1, _pixel);
    _c0017 = _pixel - vec2( 1.00000000E+00, 0.00000000E+00);
    _TMP16 = texture2DRect(_frame1, _c0017);
    _sharpened = _TMP12*1.50000000E+00 - _TMP16*5.00000000E-01;
    _c0021 = gl_TexCoord[1].xyw*vec3(_frameSize.x, _frameSize.y, 1.00000000E+00);
    _TMP20 = texture2DRectProj(_overlay1, _c0021);
    _c0025 = gl_TexCoord[1]*vec4(_frameSize.x, _frameSize.y, 1.00000000E+00, 1.00000000E+00);
    _TMP24 = texture2DRectProj(_overlay1, _c0025.xyw);
    _c0029 = vec3(_pixel.x, _pixel.y, gl_TexCoord[2].z);
    _TMP28 = shadow2DRect(_TMP44, _c0029);
    _c0033 = gl_TexCoord[2]*vec4(_frameSize.x, _frameSize.y, 1.00000000E+00, 1.00000000E+00);
    _TMP32 = shadow2DRectProj(_TMP44, _c0033);
    _visible = _TMP28.x + _TMP32.x;
    _b0037 = _TMP20 + _TMP24*5.00000000E-01;
    _TMP2 = _sharpened + _TMP20.w*(_b0037 - _sharpened);
    _ret_0 = (_TMP2*gl_Color)*(_visible*5.00000000E-01);
    gl_FragColor = _ret_0;
    return;
} // main end
