// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=140
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_derivatives
//semantic main_derivatives.edgeColor
//semantic roughness
//semantic detailSharpen
//var float4 edgeColor :  : _edgeColor1 : 1 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 :  : 0 : 0
//var float3 IN.view : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 main_derivatives : $vout.COLOR : COLOR : -1 : 1

#version 140

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
float _TMP4;
float _TMP11;
vec2 _TMP3;
vec2 _TMP10;
vec2 _TMP8;
vec2 _TMP9;
vec2 _TMP7;
vec3 _TMP2;
float _TMP6;
float _TMP5;
vec3 _TMP1;
vec3 _TMP0;
uniform vec4 _edgeColor1;
float _x0042;
float _TMP43;
in vec4 cg_TexCoord0;
in vec4 cg_TexCoord2;
out vec4 cg_FragColor;

 // main procedure, the original name was main_derivatives
void main()
{

    vec3 _n;
    vec3 _TMP16;

    _TMP0 = dFdx(cg_TexCoord2.xyz);
    _TMP1 = dFdy(cg_TexCoord2.xyz);
    _TMP2 = _TMP0.yzx*_TMP1.zxy - _TMP0.zxy*_TMP1.yzx;
    _TMP5 = dot(_TMP2, _TMP2);
    _TMP6 = inversesqrt(_TMP5);
    _n = _TMP6*_TMP2;
    _TMP7 = dFdx(cg_TexCoord0.xy);
    _TMP8 = abs(_TMP7);
    _TMP9 = dFdy(cg_TexCoord0.xy);
    _TMP10 = abs(_TMP9);
    _TMP3 = _TMP8 + _TMP10;
    _TMP4 = length(_TMP3);
    _x0042 = _TMP4*1.60000000E+01;
    _TMP11 = min(1.00000000E+00, _x0042);
    _TMP43 = max(0.00000000E+00, _TMP11);
    _TMP16 = _n*5.00000000E-01 + 5.00000000E-01;
    _ret_0 = vec4(_TMP16.x, _TMP16.y, _TMP16.z, 1.00000000E+00)*(1.00000000E+00 - _TMP43) + _edgeColor1*_TMP43;
    cg_FragColor = _ret_0;
    return;
} // main end
