// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main_lod
//semantic main_lod.prefiltered
//semantic main_lod.envMap
//semantic main_lod.mipCount
//semantic roughness
//semantic detailSharpen
//var sampler2D prefiltered :  : _prefiltered1 : 1 : 1
//var samplerCUBE envMap :  : _envMap1 : 2 : 1
//var float mipCount :  : _mipCount1 : 3 : 1
//var float roughness :  : _roughness : -1 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 main_lod : $vout.COLOR : COL : -1 : 1

precision mediump float;

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
vec3 _TMP0;
float _TMP3;
float _TMP2;
float _TMP1;
uniform sampler2D _prefiltered1;
uniform samplerCube _envMap1;
uniform float _mipCount1;
vec3 _i0019;
vec4 _c0023;
vec4 _c0025;
varying vec4 TEX0;
varying vec4 TEX1;
varying vec4 TEX2;
uniform float _roughness;

 // main procedure, the original name was main_lod
void main()
{

    float _level;
    vec3 _r;
    vec4 _env;
    vec4 _spec;

    _level = _roughness*_mipCount1;
    _TMP1 = dot(TEX1.xyz, TEX1.xyz);
    _TMP2 = inversesqrt(_TMP1);
    _TMP0 = _TMP2*TEX1.xyz;
    _i0019 = -TEX2.xyz;
    _TMP3 = dot(_TMP0, _i0019);
    _r = _i0019 - (2.00000000E+00*_TMP0)*_TMP3;
    _c0023 = vec4(_r.x, _r.y, _r.z, _level);
    _env = textureCubeLod(_envMap1, vec3(_c0023.x, _c0023.y, _c0023.z), _c0023.w);
    _c0025 = vec4(TEX0.x, TEX0.y, 0.00000000E+00, _level*5.00000000E-01);
    _spec = texture2DLod(_prefiltered1, vec2(_c0025.x, _c0025.y), _c0025.w);
    _ret_0 = _env*_spec.w + _spec;
    gl_FragColor = _ret_0;
    return;
} // main end
