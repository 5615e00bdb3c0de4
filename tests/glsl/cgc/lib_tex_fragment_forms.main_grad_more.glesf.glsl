// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main_grad_more
//semantic main_grad_more.ramp
//semantic main_grad_more.volume
//semantic main_grad_more.screen
//semantic roughness
//semantic detailSharpen
//var sampler1D ramp :  : _ramp1 : 1 : 1
//var sampler3D volume :  : _volume1 : 2 : 1
//var samplerRECT screen :  : _screen1 : 3 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 main_grad_more : $vout.COLOR : COL : -1 : 1

precision mediump float;

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif
#extension GL_EXT_gpu_shader4 : enable
#extension GL_OES_standard_derivatives : enable

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
vec2 _TMP5;
vec2 _TMP4;
vec3 _TMP3;
vec3 _TMP2;
float _TMP1;
float _TMP0;
uniform sampler1D _ramp1;
uniform sampler3D _volume1;
uniform sampler2DRect _screen1;
varying vec4 TEX0;
varying vec4 TEX1;

 // main procedure, the original name was main_grad_more
void main()
{

    vec4 _a;
    vec4 _b;
    vec2 _p;
    vec4 _c;

    _TMP0 = dFdx(TEX0.x);
    _TMP1 = dFdy(TEX0.x);
    _a = texture1DGrad(_ramp1, TEX0.x, _TMP0, _TMP1);
    _TMP2 = dFdx(TEX1.xyz);
    _TMP3 = dFdy(TEX1.xyz);
    _b = texture3DGrad(_volume1, TEX1.xyz, _TMP2, _TMP3);
    _p = TEX0.xy*6.40000000E+01;
    _TMP4 = dFdx(_p);
    _TMP5 = dFdy(_p);
    _c = texture2DRectGrad(_screen1, _p, _TMP4, _TMP5);
    _ret_0 = _a*_b + _c;
    gl_FragColor = _ret_0;
    return;
} // main end
