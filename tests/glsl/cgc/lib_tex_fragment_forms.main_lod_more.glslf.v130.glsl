// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_lod_more
//semantic main_lod_more.ramp
//semantic main_lod_more.volume
//semantic main_lod_more.screen
//semantic roughness
//semantic detailSharpen
//var sampler1D ramp :  : _ramp1 : 1 : 1
//var sampler3D volume :  : _volume1 : 2 : 1
//var samplerRECT screen :  : _screen1 : 3 : 1
//var float roughness :  : _roughness : -1 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 main_lod_more : $vout.COLOR : COLOR : -1 : 1

#version 130

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
uniform sampler1D _ramp1;
uniform sampler3D _volume1;
uniform sampler2DRect _screen1;
vec4 _c0009;
vec4 _c0011;
uniform float _roughness;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main_lod_more
void main()
{

    vec4 _a;
    vec4 _b;
    vec4 _c;
    vec2 _TMP6;

    _c0009 = vec4(cg_TexCoord0.x, 0.00000000E+00, 0.00000000E+00, _roughness);
    _a = textureLod(_ramp1, _c0009.x, _c0009.w);
    _c0011 = vec4(cg_TexCoord1.x, cg_TexCoord1.y, cg_TexCoord1.z, _roughness*2.00000000E+00);
    _b = textureLod(_volume1, _c0011.xyz, _c0011.w);
    _TMP6 = cg_TexCoord0.xy*6.40000000E+01;
    _c = texRECTlod(_screen1, vec4(_TMP6.x, _TMP6.y, 0.00000000E+00, _roughness));
    _ret_0 = _a*_b + _c;
    cg_FragColor = _ret_0;
    return;
} // main end
