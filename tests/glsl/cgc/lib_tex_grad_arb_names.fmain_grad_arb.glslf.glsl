// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/lib_tex_grad_arb_names.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program fmain_grad_arb
//semantic fmain_grad_arb.heightMap
//semantic fmain_grad_arb.envMap
//semantic fmain_grad_arb.shadowMap
//semantic fmain_grad_arb.frame
//semantic frameSize
//var sampler2D heightMap :  : _heightMap1 : 1 : 1
//var samplerCUBE envMap :  : _envMap1 : 2 : 1
//var sampler2DSHADOW shadowMap :  : _TMP58 : 3 : 1
//var samplerRECT frame :  : _frame1 : 4 : 1
//var float4 frameSize :  : _frameSize : -1 : 1
//var float4 IN.color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 IN.pixel : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 IN.projected : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float4 IN.depthCoord : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
//var float4 fmain_grad_arb : $vout.COLOR : COL : -1 : 1

#version 110

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif
#extension GL_EXT_gpu_shader4 : enable

struct Varyings {
    vec4 _color;
    vec4 _pixel1;
    vec4 _projected;
    vec4 _depthCoord;
};

vec4 _ret_0;
vec3 _TMP4;
vec3 _TMP3;
float _TMP9;
float _TMP8;
uniform sampler2D _heightMap1;
uniform samplerCube _envMap1;
uniform sampler2DRect _frame1;
vec4 _TMP20;
vec4 _TMP24;
vec4 _TMP28;
vec2 _c0031;
vec4 _TMP42;
vec4 _TMP46;
vec4 _TMP50;
vec2 _ddx0051;
vec2 _ddy0051;
vec4 _TMP54;
uniform sampler2DShadow _TMP58;
uniform vec4 _frameSize;

 // main procedure, the original name was fmain_grad_arb
void main()
{

    vec2 _dx;
    vec2 _dy;
    vec2 _shifted;
    vec4 _base;
    vec3 _r;
    vec2 _pixel;
    vec4 _video;

    _dx = dFdx(gl_TexCoord[0].xy);
    _dy = dFdy(gl_TexCoord[0].xy);
    _TMP20 = texture2DGrad(_heightMap1, gl_TexCoord[0].xy, _dx, _dy);
    _shifted = gl_TexCoord[0].xy + gl_TexCoord[1].xy*(_TMP20.x*5.00000007E-02);
    _TMP24 = texture2DGrad(_heightMap1, _shifted, _dx, _dy);
    _c0031 = gl_TexCoord[1].xy/gl_TexCoord[1].w;
    _TMP28 = texture2DGrad(_heightMap1, _c0031, _dx, _dy);
    _base = _TMP24 + _TMP28*2.50000000E-01;
    _TMP8 = dot(gl_TexCoord[2].xyz, gl_TexCoord[2].xyz);
    _TMP9 = inversesqrt(_TMP8);
    _r = _TMP9*gl_TexCoord[2].xyz;
    _TMP3 = dFdx(_r);
    _TMP4 = dFdy(_r);
    _TMP42 = textureCubeGrad(_envMap1, _r, _TMP3, _TMP4);
    _TMP46 = shadow2DGrad(_TMP58, gl_TexCoord[2].xyz, _dx, _dy);
    _pixel = gl_TexCoord[0].xy*_frameSize.xy;
    _ddx0051 = _dx*_frameSize.xy;
    _ddy0051 = _dy*_frameSize.xy;
    _TMP50 = texture2DRectGrad(_frame1, _pixel, _ddx0051, _ddy0051);
    _TMP54 = texture2DRectGrad(_frame1, _pixel.yx, _dy, _dx);
    _video = _TMP50 + _TMP54;
    _ret_0 = (_base*_TMP46.x + _TMP42*1.25000000E-01)*gl_Color + _video*2.50000000E-01;
    gl_FragColor = _ret_0;
    return;
} // main end
