// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main_grad_shadow
//semantic main_grad_shadow.shadowMap
//semantic roughness
//semantic detailSharpen
//var sampler2D shadowMap :  : _shadowMap1 : 1 : 1
//var float2 IN.uv : $vin.TEXCOORD0 :  : 0 : 0
//var float3 IN.normal : $vin.TEXCOORD1 :  : 0 : 0
//var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
//var float4 IN.shadowCoord : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
//var float4 main_grad_shadow : $vout.COLOR : COL : -1 : 1

precision mediump float;

#extension GL_EXT_gpu_shader4 : enable
#extension GL_OES_standard_derivatives : enable

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
vec4 _TMP2;
vec2 _TMP1;
vec2 _TMP0;
uniform sampler2DShadow _shadowMap1;
varying vec4 TEX3;

 // main procedure, the original name was main_grad_shadow
void main()
{

    vec3 _s;

    _s = TEX3.xyz/TEX3.w;
    _TMP0 = dFdx(_s.xy);
    _TMP1 = dFdy(_s.xy);
    _TMP2 = shadow2DGrad(_shadowMap1, _s, _TMP0, _TMP1);
    _ret_0 = vec4(_TMP2.x, _TMP2.x, _TMP2.x, 1.00000000E+00);
    gl_FragColor = _ret_0;
    return;
} // main end
