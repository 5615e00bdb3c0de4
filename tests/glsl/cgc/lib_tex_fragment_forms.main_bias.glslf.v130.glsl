// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_bias
//semantic main_bias.albedo
//semantic main_bias.envMap
//semantic roughness
//semantic detailSharpen
//var sampler2D albedo :  : _albedo1 : 1 : 1
//var samplerCUBE envMap :  : _envMap1 : 2 : 1
//var float roughness :  : _roughness : -1 : 1
//var float detailSharpen :  : _detailSharpen : -1 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 main_bias : $vout.COLOR : COLOR : -1 : 1

#version 130

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
uniform sampler2D _albedo1;
uniform samplerCube _envMap1;
vec4 _c0008;
vec4 _c0010;
uniform float _roughness;
uniform float _detailSharpen;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main_bias
void main()
{

    vec4 _base;
    vec4 _env;

    _c0008 = vec4(cg_TexCoord0.x, cg_TexCoord0.y, 0.00000000E+00, -_detailSharpen);
    _base = texture(_albedo1, _c0008.xy, _c0008.w);
    _c0010 = vec4(cg_TexCoord1.x, cg_TexCoord1.y, cg_TexCoord1.z, _roughness);
    _env = texture(_envMap1, _c0010.xyz, _c0010.w);
    _ret_0 = _base*_env;
    cg_FragColor = _ret_0;
    return;
} // main end
